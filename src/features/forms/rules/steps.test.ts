import { describe, expect, it } from 'vitest';
import { partsDefinition } from './definitions/parts.ts';
import { TEST_RULES } from './schemas/lead-rules.fixture.ts';
import { stepAction, stepStatus } from './steps.ts';

describe('parts order steps', () => {
  const split = partsDefinition({ ...TEST_RULES, partsVariant: 'split' });

  it('creates the lead after the first step and patches it after', () => {
    expect(stepAction(split, 0, undefined)).toEqual({ kind: 'create', last: false });
    expect(stepAction(split, 1, 'L1')).toEqual({ kind: 'patch', last: false });
    expect(stepAction(split, 2, 'L1')).toEqual({ kind: 'patch', last: true });
  });
  it('completes the last step with lead_status Complete and form_completed', () => {
    expect(stepStatus(true)).toEqual({ lead_status: 'Complete', form_completed: true });
    expect(stepStatus(false)).toEqual({ lead_status: 'In Progress', form_completed: false });
  });
});
