// Issue 29 item 13: leaving a step with something unsaved names the button that saves it (SPEC.md
// section 8's text when that button is 「新增」).
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';

describe('the unsaved-entry message', () => {
  it("keeps SPEC's text for a list entry and names 「儲存推薦資料」 for the recommendation", () => {
    expect(messages.unsavedEntriesFor(['新增'])).toBe(messages.unsavedEntries);
    expect(messages.unsavedEntriesFor(['儲存推薦資料'])).toBe('此步驟尚有已填寫但未儲存的資料，請先按「儲存推薦資料」按鈕');
    expect(messages.unsavedEntriesFor(['新增照片', '新增'])).toBe('此步驟尚有已填寫但未儲存的資料，請先按「新增照片」或「新增」按鈕');
  });
});
