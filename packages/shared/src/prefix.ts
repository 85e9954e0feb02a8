/** Base path of every JSON endpoint. Kept free of zod so the web's entry chunk can import it. */
export const API_PREFIX = '/api/v1/';
