import { describe, expect, it } from 'vitest';
import { auditMessages } from '../../shared/audit-messages.ts';
import { auditQuerySchema } from '../../shared/contracts/staff-audit.ts';
import { MOVE_NAMES, MOVES } from '../../shared/domain/order-lifecycle.ts';
import { MOVE_ACTIONS } from './order-audit.ts';

describe("the audit's names of staff moves", () => {
  const staffMoves = MOVE_NAMES.filter((move) =>
    (MOVES[move].by as readonly string[]).includes('staff'),
  );

  it.each(staffMoves)('%s has a name the page labels in Thai and the filter takes', (move) => {
    const action = MOVE_ACTIONS[move];
    expect(action).toBeDefined();
    expect(auditMessages.actions[action as string]).toMatch(/[\u0E00-\u0E7F]/);
    expect(auditQuerySchema.safeParse({ action }).success).toBe(true);
  });
});
