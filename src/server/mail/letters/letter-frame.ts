// The frame every letter shares: a heading, the letter's own body, and the programme's contact data
// (phone, extensions, hours, mailbox from config.programme) as the footer, in HTML and plain text.
// Letters build their body with escapeHtml for every value that came from a person or a setting.
import type { Config } from '../../config';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

export interface LetterParts {
  /** The heading inside the letter (plain text; escaped here). */
  title: string;
  /** The letter's body as HTML: every interpolated value already escaped by the caller. */
  bodyHtml: string;
  /** The same body as plain text. */
  bodyText: string;
}

export interface FramedLetter {
  html: string;
  text: string;
}

/** "(02) 2345-6789 分機 501、502" */
export function contactPhoneLine(config: Config): string {
  const { contactPhone, contactExtensions } = config.programme;
  return contactExtensions.length > 0 ? `${contactPhone} 分機 ${contactExtensions.join('、')}` : contactPhone;
}

export function letterFrame(config: Config, { title, bodyHtml, bodyText }: LetterParts): FramedLetter {
  const p = config.programme;
  const phone = contactPhoneLine(config);
  const html = `<!doctype html>
<html lang="zh-Hant-TW">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ea;font-family:'Noto Sans TC','Microsoft JhengHei','PingFang TC',sans-serif;color:#222;line-height:1.7">
<div style="max-width:640px;margin:0 auto;padding:24px 16px">
<div style="background:#fff;border-radius:8px;padding:24px;border-top:6px solid #b8860b">
<p style="margin:0 0 4px;color:#8a6d1d;font-size:14px">${escapeHtml(p.siteTitle)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${bodyHtml}
</div>
<div style="padding:16px 8px;font-size:13px;color:#555">
<p style="margin:0 0 4px"><strong>聯絡我們</strong></p>
<p style="margin:0">服務專線：${escapeHtml(phone)}</p>
<p style="margin:0">服務時間：${escapeHtml(p.contactHours)}</p>
<p style="margin:0">電子信箱：<a href="mailto:${escapeHtml(p.mailbox)}">${escapeHtml(p.mailbox)}</a></p>
<p style="margin:8px 0 0">主辦單位：${escapeHtml(p.hostAuthority)}\u3000執行單位：${escapeHtml(p.institute)}</p>
<p style="margin:8px 0 0;color:#888">本信由系統自動發送，請勿直接回覆。</p>
</div>
</div>
</body>
</html>
`;
  const text = [
    `${p.siteTitle}｜${title}`,
    '',
    bodyText.trim(),
    '',
    '――――――――――',
    '聯絡我們',
    `服務專線：${phone}`,
    `服務時間：${p.contactHours}`,
    `電子信箱：${p.mailbox}`,
    `主辦單位：${p.hostAuthority}\u3000執行單位：${p.institute}`,
    '本信由系統自動發送，請勿直接回覆。',
    '',
  ].join('\n');
  return { html, text };
}
