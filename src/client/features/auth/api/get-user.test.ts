import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { switchCachedUser, userQueryOptions } from './get-user';

describe('switchCachedUser', () => {
  it('keeps only the new user: nothing fetched for the previous person survives', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userQueryOptions().queryKey, null);
    queryClient.setQueryData(['forum', 'topic', 3], { comments: ['visitor copy'] });
    queryClient.setQueryData(['notifications'], { unreadCount: 2 });

    const user = { id: 7, username: 'infirmiere' } as never;
    switchCachedUser(queryClient, user);

    expect(queryClient.getQueryData(userQueryOptions().queryKey)).toBe(user);
    expect(queryClient.getQueryData(['forum', 'topic', 3])).toBeUndefined();
    expect(queryClient.getQueryData(['notifications'])).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });
});
