/**
 * The `elementtiming` name of a page's lead picture (its largest paint): the server's start-up
 * script waits for the browser to report its paint before starting the client scripts (ADR 31).
 * `DealCard` and `DealGallery` write it as a literal: importing this module into both put it in a
 * chunk that cost the deal page 2.6 KB of first-load JavaScript. Their tests hold them to it.
 */
export const LEAD_PICTURE = 'lead';
