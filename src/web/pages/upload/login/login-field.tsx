// The login form's two fields, in plain markup with the look of the site's Mantine inputs: the sizes,
// colours and radius are the theme's CSS variables, which the shell's stylesheet defines on every page
// (app/generated/theme.css and Mantine's defaults). The form is the one thing a signed-out visitor
// comes to the upload page for, and Mantine was most of its code: without it the form shows sooner on a
// slow phone connection (measured in docs/performance.md, "6 Dec 2026: the public pages on this day's
// machine, and the upload login's form without Mantine").
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { LOGIN_TEXT } from './account-text';
import css from './login-field.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'required' | 'aria-invalid' | 'aria-describedby'>;

interface LoginFieldProps extends InputProps {
  id: string;
  label: string;
  /** The field's message (schemas/login), shown under it and read with it. */
  error?: string;
}

/** A required text field: its label with the asterisk, the input, and its message under it. */
export function LoginField({ id, label, error, ...input }: LoginFieldProps) {
  return <Field id={id} label={label} error={error} input={input} type="text" />;
}

/** The login code: hidden as typed, with a button that shows it (and says which it will do). */
export function CodeField({ id, label, error, ...input }: LoginFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button type="button" className={css.toggle} aria-label={visible ? LOGIN_TEXT.hideCode : LOGIN_TEXT.showCode} aria-controls={id} onClick={() => setVisible((v) => !v)}>
      {visible ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
    </button>
  );
  return <Field id={id} label={label} error={error} input={input} type={visible ? 'text' : 'password'} trailing={toggle} />;
}

function Field({ id, label, error, input, type, trailing }: { id: string; label: string; error?: string; input: InputProps; type: string; trailing?: ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className={css.field} data-error={error ? '' : undefined}>
      <label htmlFor={id} className={css.label}>
        {label}
        <span className={css.asterisk} aria-hidden="true">
          {' *'}
        </span>
      </label>
      <div className={css.control} data-with-trailing={trailing ? '' : undefined}>
        <input {...input} id={id} type={type} className={css.input} required aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      )}
    </div>
  );
}
