/**
 * The vocabulary of each site's deal titles (words of 3 characters or more, with how many deals use
 * them), for suggest-as-you-type's typo correction: a typed word no title word starts with is
 * replaced by the most similar vocabulary word (trigram word similarity). A few hundred words per
 * site instead of every title: comparing "hota" with 30,000 titles cost up to 50 ms over the
 * 100,000-deal seed, with the vocabulary well under a millisecond.
 *
 * Derived data: writeCatalogue adds the words of the deals it writes (the domain's `correctableWords`)
 * and replaceCatalogue empties it with the catalogue. No foreign key, so the catalogue's own tables
 * are emptied in any order. The statement below fills it for databases that already hold deals
 * (splitting on what is not a letter or digit, as the domain does).
 */
export const name = '0010_search_words';

export const up = `
CREATE TABLE search_word (
  site_key text NOT NULL,
  word text NOT NULL,
  deals integer NOT NULL CHECK (deals > 0),
  PRIMARY KEY (site_key, word)
);
CREATE INDEX search_word_trgm_idx ON search_word USING gin (site_key, word gin_trgm_ops);
INSERT INTO search_word (site_key, word, deals)
SELECT d.site_key, w.word, count(DISTINCT d.id)::int
  FROM deal d, regexp_split_to_table(lower(d.title), '[^[:alnum:]]+') AS w(word)
 WHERE char_length(w.word) >= 3
 GROUP BY d.site_key, w.word;
`;
