import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { saveStageOf } from './saveStageOf';

const refused = (field: string) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [
      { message: 'Refused', extensions: { code: 'BAD_USER_INPUT', field, fields: { [field]: 'Refused' } } },
    ],
  });

describe('saveStageOf', () => {
  it('puts a refused option field or option removal in the options stage', () => {
    expect(saveStageOf(refused('options.2.label')).stage).toBe('options');
    expect(saveStageOf(refused('options')).stage).toBe('options');
    expect(saveStageOf(refused('removeOptionIds.0')).stage).toBe('options');
  });

  it('puts the parent fields and anything else in the item stage', () => {
    expect(saveStageOf(refused('name')).stage).toBe('item');
    expect(saveStageOf(refused('optionsNote')).stage).toBe('item');
    expect(saveStageOf(new Error('network down')).stage).toBe('item');
  });
});
