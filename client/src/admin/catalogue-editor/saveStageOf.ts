import { describeFailure } from '../../lib/graphqlErrors';
import { SaveStageError } from './SaveStageError';

/** The fields of a parent's save that belong to its options: `options.0.name`, `removeOptionIds.1`. */
const OPTION_FIELD = /^(options|removeOptionIds)(\.|$)/;

/** A failure naming an option field (`options.0.name`) is the options stage; anything else the item itself. */
export function saveStageOf(error: unknown): SaveStageError {
  const failure = describeFailure(error);
  const optionField = [failure.field, ...Object.keys(failure.fields)].some(
    (field) => field !== null && OPTION_FIELD.test(field),
  );
  return new SaveStageError(optionField ? 'options' : 'item', error);
}
