// Promotional video (SPEC.md section 2): click-to-load player with the id from the settings.
import { VideoPage } from './video-page';

export function Component() {
  return <VideoPage video="promo" />;
}
