export const SHARED_READY = true;
