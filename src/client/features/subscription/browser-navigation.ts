/**
 * The page changes the subscription flow makes outside the router (the checkout's address, the
 * reload after a cancellation, SPEC §7). An object, so tests can replace them: jsdom's
 * `window.location` cannot be stubbed.
 */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
  reload() {
    window.location.reload();
  },
};
