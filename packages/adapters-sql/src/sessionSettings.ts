/**
 * The settings every connection runs with, beyond PostgreSQL's defaults, given when it opens: on
 * the `pg` pool in each connection's startup options, on PGlite (one session) once.
 *
 * - `pg_trgm.word_similarity_threshold`: typo tolerance's `<%` (search's similar titles and close
 *   words, suggest's corrections) matches at the domain's threshold. Every query of ours that uses
 *   the operator wants that threshold, so it is the connection's; set per transaction instead, each
 *   of those queries cost three more round trips (begin, set, commit).
 */
import { WORD_SIMILARITY_THRESHOLD } from '@kerching/domain/search';

const SESSION_SETTINGS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['pg_trgm.word_similarity_threshold', String(WORD_SIMILARITY_THRESHOLD)],
];

/** As a PostgreSQL client's startup `options`. */
export const SESSION_OPTIONS = SESSION_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' ');

/** As SQL for a session already open. */
export const SET_SESSION_SETTINGS = SESSION_SETTINGS.map(([name, value]) => `SET ${name} = ${value};`).join('\n');
