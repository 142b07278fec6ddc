/** Catalogue change events shared by every server process over Redis publish/subscribe (ADR 0059). */
export * from './redisCatalogueEvents';
