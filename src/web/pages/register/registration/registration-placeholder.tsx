// What the register pages show while the settings, the registration or the form load: a note in a box
// as tall as the screen, so that the footer is out of view from the start and nothing on screen moves
// when the (much taller) form replaces it (Lighthouse CLS was 0.46: the footer jumped down).
import { REGISTRATION_TEXT as T } from './registration-texts';
import css from './registration.module.css';

export function RegistrationPlaceholder() {
  return (
    <div className={css.placeholder}>
      <p role="status">{T.loading}</p>
    </div>
  );
}
