'use strict';
// Custom string formats used by the schemas in this folder. CommonJS on purpose: the precompiled
// browser validators `require("./formats.cjs")` (DESIGN.md, strict CSP), and the server's Ajv adds
// the same functions, so both ends apply one rule.
const { isBan, isIdCardNumber } = require('taiwan-id-validator');
const { fullFormats } = require('ajv-formats/dist/formats');

/** Taiwan business administration number (統一編號): 8 digits with the Ministry of Finance checksum. */
function twTaxId(value) {
  return /^\d{8}$/.test(value) && isBan(value);
}

/**
 * Taiwan national ID (身分證字號) check digit. The shape (one uppercase letter, 1 or 2, eight digits) is
 * the schema's `pattern`, with a message of its own; this format judges only the check digit of a
 * well-shaped number, so that a mistyped digit gets "檢查碼不正確" rather than "格式不正確". SPEC.md gives
 * two readings of the shape; we take the first: see schemas/README.md.
 */
function twNationalIdChecksum(value) {
  return !/^[A-Z][12]\d{8}$/.test(value) || isIdCardNumber(value, { nationalId: true, uiNumber: false });
}

/** A calendar date YYYY-MM-DD, real (no 02-30), after 1900-01-01 and not in the future. */
function birthDate(value) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  return y >= 1900 && date.getTime() <= Date.now();
}

const customFormats = {
  'tw-tax-id': twTaxId,
  'tw-national-id-checksum': twNationalIdChecksum,
  'birth-date': birthDate,
};

module.exports = { ...fullFormats, ...customFormats };
module.exports.customFormats = customFormats;
