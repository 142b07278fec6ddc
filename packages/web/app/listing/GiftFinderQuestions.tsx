/** The gift finder's questions (spec 1 §2: Budget, For and Character): one GET form of radio choices. */
import { Form } from 'react-router';
import type { GiftFinderQuestionView } from './giftFinderModel';
import { GIFT_FINDER_SUBMIT } from './listingCopy';
import * as css from './listing.css';

export function GiftFinderQuestions({
  action,
  questions,
}: {
  readonly action: string;
  readonly questions: ReadonlyArray<GiftFinderQuestionView>;
}) {
  return (
    <Form method="get" action={action} className={css.giftFinder} data-testid="gift-finder">
      <div className={css.questions}>
        {questions.map((question) => (
          <fieldset key={question.name} className={css.fieldset}>
            <legend className={css.groupHeading}>{question.legend}</legend>
            {question.options.map((option) => (
              <div key={option.id} className={css.check}>
                <input
                  id={option.id}
                  className={css.checkbox}
                  type="radio"
                  name={question.name}
                  value={option.value}
                  defaultChecked={option.checked}
                />
                <label htmlFor={option.id}>{option.label}</label>
              </div>
            ))}
          </fieldset>
        ))}
      </div>
      <div>
        <button type="submit" className={css.button}>
          {GIFT_FINDER_SUBMIT}
        </button>
      </div>
    </Form>
  );
}
