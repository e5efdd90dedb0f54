// The security check of the login form and of the resend dialog, with its message under it: each form
// gets the token, and hears when a solved check clears the message the last submit left.
import { SecurityCheck } from '../../../captcha/security-check';
import classes from './login.module.css';

interface SecurityCheckFieldProps {
  id: string;
  resetKey: number;
  /** The form's message for a check not done (schemas/login, schemas/resend). */
  error?: string;
  onToken: (token: string | null) => void;
  onSolved: () => void;
}

export function SecurityCheckField({ id, resetKey, error, onToken, onSolved }: SecurityCheckFieldProps) {
  return (
    <div>
      <SecurityCheck
        id={id}
        resetKey={resetKey}
        onToken={(token) => {
          onToken(token);
          if (token) onSolved();
        }}
      />
      {error && (
        <p className={classes.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
