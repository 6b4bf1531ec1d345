import { matchRoute, type RouteAccess } from '@shared/seo';
import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

import { RootLayout } from '@/components/layout/root-layout';
import { RouteError } from '@/components/layout/route-error';

import { ProtectedRoute } from './protected-route';

// Every page is its own chunk: the first load only carries the shell and the page asked for.
/** The prerendered public pages' chunks: main.tsx loads the current one before hydrating. */
export const prerenderedPageChunks: Record<string, () => Promise<unknown>> = {
  '/': () => import('./routes/home'),
  '/about': () => import('./routes/about'),
  '/approaches': () => import('./routes/approaches'),
  '/faq': () => import('./routes/faq'),
  '/contact': () => import('./routes/contact'),
  '*': () => import('./routes/not-found'),
};
const HomePage = lazy(() => import('./routes/home'));
const AboutPage = lazy(() => import('./routes/about'));
const ApproachesPage = lazy(() => import('./routes/approaches'));
const FaqPage = lazy(() => import('./routes/faq'));
const ContactPage = lazy(() => import('./routes/contact'));
const AuthPage = lazy(() => import('./routes/auth'));
const AdminMessagesPage = lazy(() => import('./routes/admin-messages'));
const ResourcesPage = lazy(() => import('./routes/resources'));
const AdminResourcesPage = lazy(() => import('./routes/admin-resources'));
const ForumPage = lazy(() => import('./routes/forum'));
const ForumTopicPage = lazy(() => import('./routes/forum-topic'));
const ForumCategoryPage = lazy(() => import('./routes/forum-category'));
const ForumNewPage = lazy(() => import('./routes/forum-new'));
const ForumModerationPage = lazy(() => import('./routes/forum-moderation'));
const ForumCategoriesManagePage = lazy(() => import('./routes/forum-categories-manage'));
const ForumMyTopicsPage = lazy(() => import('./routes/forum-my-topics'));
const ForumMyCommentsPage = lazy(() => import('./routes/forum-my-comments'));
const AssistantPage = lazy(() => import('./routes/assistant'));
const ProfilePage = lazy(() => import('./routes/profile'));
const PrivacyPage = lazy(() => import('./routes/privacy'));
const SubscriptionPage = lazy(() => import('./routes/subscription'));
const SubscriptionSuccessPage = lazy(() => import('./routes/subscription-success'));
const SubscriptionDemoCheckoutPage = lazy(() => import('./routes/subscription-demo-checkout'));
const QuizPage = lazy(() => import('./routes/quiz'));
const GamificationPage = lazy(() => import('./routes/gamification'));
const AdminUsersPage = lazy(() => import('./routes/admin-users'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** The access written in the route table (shared/seo.ts), so the guard and the server agree. */
function accessOf(path: string): RouteAccess {
  return matchRoute(path)?.access ?? 'user';
}

function guarded(path: string, page: ReactNode): RouteObject {
  return { path, element: <ProtectedRoute access={accessOf(path)}>{page}</ProtectedRoute> };
}

const builtRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/approaches', element: <ApproachesPage /> },
  { path: '/faq', element: <FaqPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/auth', element: <AuthPage /> },
  { path: '/confidentialite', element: <PrivacyPage /> },
  // Public (DECISIONS.md); its Forum and Quiz tabs ask visitors to log in.
  { path: '/resources', element: <ResourcesPage /> },
  guarded('/assistant', <AssistantPage />),
  guarded('/profile', <ProfilePage />),
  guarded('/subscription', <SubscriptionPage />),
  guarded('/subscription/success', <SubscriptionSuccessPage />),
  guarded('/subscription/demo-checkout', <SubscriptionDemoCheckoutPage />),
  { path: '/forum', element: <ForumPage /> },
  { path: '/forum/topic/:id', element: <ForumTopicPage /> },
  { path: '/forum/category/:id', element: <ForumCategoryPage /> },
  guarded('/forum/new', <ForumNewPage />),
  guarded('/forum/moderation', <ForumModerationPage />),
  guarded('/forum/categories/manage', <ForumCategoriesManagePage />),
  guarded('/forum/my-topics', <ForumMyTopicsPage />),
  guarded('/forum/my-comments', <ForumMyCommentsPage />),
  guarded('/admin/messages', <AdminMessagesPage />),
  guarded('/admin/resources', <AdminResourcesPage />),
  guarded('/admin/users', <AdminUsersPage />),
  guarded('/quiz', <QuizPage />),
  guarded('/gamification', <GamificationPage />),
];

/** The paths that have a screen (router.test.ts checks the route table has no path without one). */
export const builtPaths = builtRoutes.map((route) => (route.index ? '/' : route.path));

/** The whole route tree: the browser router (main.tsx) and the build's prerender share it. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Inside the layout, so a crashed page keeps the header and footer.
        errorElement: <RouteError />,
        children: [...builtRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
