import { describeFailure } from '../errors';
import { SaveStageError } from './SaveStageError';

/** A failure naming an option field (`options.0.name`) is the options stage; anything else the item itself. */
export function saveStageOf(error: unknown): SaveStageError {
  const failure = describeFailure(error);
  const optionField = [failure.field, ...Object.keys(failure.fields)].some((field) =>
    field?.startsWith('options'),
  );
  return new SaveStageError(optionField ? 'options' : 'item', error);
}
