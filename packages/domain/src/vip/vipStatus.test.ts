import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isVipMember, parseStoredVipStatus, serialiseVipStatus, vipStatusUpdate } from './vipStatus';

describe('VIP status stored as VIP, Non-VIP or cleared (spec 1 §4)', () => {
  it('reads and writes the three values', () => {
    expect(parseStoredVipStatus('VIP')).toEqual(O.some('VIP'));
    expect(parseStoredVipStatus('Non-VIP')).toEqual(O.some('Non-VIP'));
    expect(parseStoredVipStatus('')).toEqual(O.none);
    expect(parseStoredVipStatus('vip')).toEqual(O.none);
    expect(serialiseVipStatus(O.none)).toBe('');
    expect(isVipMember(O.some('VIP'))).toBe(true);
    expect(isVipMember(O.some('Non-VIP'))).toBe(false);
    expect(isVipMember(O.none)).toBe(false);
  });
  it('VIP status update needs a value', () => {
    expect(vipStatusUpdate('')).toEqual(
      E.left({ code: 'VIP.STATUS_VALUE_REQUIRED', detail: 'VIP status update needs a value' }),
    );
    expect(vipStatusUpdate('   ')).toMatchObject(E.left({ code: 'VIP.STATUS_VALUE_REQUIRED' }));
    expect(vipStatusUpdate('Gold')).toMatchObject(E.left({ code: 'VIP.STATUS_VALUE_UNKNOWN' }));
    expect(vipStatusUpdate(' VIP ')).toEqual(E.right({ vipStatus: 'VIP' }));
  });
});
