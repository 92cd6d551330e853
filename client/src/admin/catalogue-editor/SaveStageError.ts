/** A save that failed at a known stage: the item itself, or its options (different messages, docs/product.md). */
export class SaveStageError extends Error {
  readonly stage: 'item' | 'options';

  constructor(stage: 'item' | 'options', cause?: unknown) {
    super(`Saving the ${stage === 'item' ? 'item' : 'options'} failed`, { cause });
    this.name = 'SaveStageError';
    this.stage = stage;
  }
}
