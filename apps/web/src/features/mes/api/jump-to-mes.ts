import { api } from '../../../lib/api.ts';

/** The board address is configured on the server; a clear message comes back when it isn't. */
export const jumpToMes = () => api.call('webMes/jumpToMes', {}, { quiet: true });
