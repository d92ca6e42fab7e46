/**
 * The attributes of a server-rendered page's one script, the start module (client/start.ts): the
 * SPA's entry it loads once the page is on the screen, and the page's own chunks it preloads with
 * it. The server writes them (server/http/static.ts). A file of its own, imported by nothing else
 * in the browser, so the start module's chunk holds nothing of the SPA's.
 */
export const START_ENTRY_ATTRIBUTE = 'data-entry';
export const START_CHUNKS_ATTRIBUTE = 'data-chunks';
