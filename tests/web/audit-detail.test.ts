// The audit page shows a row's detail as readable lines, not JSON: zh-TW names, Taipei times, labels.
import { describe, expect, it } from 'vitest';
import { auditDetailLines } from '../../src/admin/pages/audit/audit-detail';

describe('auditDetailLines', () => {
  it('names a transition’s facts in zh-TW, its statuses by label and its deadline in Taipei time', () => {
    expect(auditDetailLines({ event: 'RETURN', from: 'submitted', to: 'reviewed_awaiting', reason: '缺在職證明', deadline: '2026-03-01T15:59:59.000Z' })).toEqual([
      { label: '操作', value: '退回補正' },
      { label: '原狀態', value: '已送出' },
      { label: '新狀態', value: '待補正' },
      { label: '理由', value: '缺在職證明' },
      { label: '補正期限', value: '115 年 3 月 1 日 23:59:59' },
    ]);
  });

  it('shows how a staff member signed in by its name', () => {
    expect(auditDetailLines({ method: 'totp' })).toEqual([{ label: '方式', value: '驗證碼' }]);
  });

  it('shows a role by label, lists as a list, nothing as a dash and an unnamed fact by its key', () => {
    expect(auditDetailLines({ role: 'admin', fields: ['a', 'b'], reason: null, somethingNew: 3 })).toEqual([
      { label: '角色', value: '管理員' },
      { label: '欄位', value: 'a、b' },
      { label: '理由', value: '—' },
      { label: 'somethingNew', value: '3' },
    ]);
  });
});
