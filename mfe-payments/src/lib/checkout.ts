/** Sends the browser to the provider's checkout page (an object, so that tests can watch the call). */
export const checkout = { open: (url: string) => window.location.assign(url) };
