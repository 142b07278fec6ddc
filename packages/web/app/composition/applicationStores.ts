/** The application's rxjs stores, loaded on first use through LazyStore (see lazyStore.ts). */
export { DealListStore, SuggestionStore } from '@kerching/application';
