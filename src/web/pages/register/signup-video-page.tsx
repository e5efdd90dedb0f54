// Registration tutorial video (SPEC.md section 2): the same click-to-load player as the
// promotional video, with the tutorial id from the settings.
import { VideoPage } from '../activity/video-page';

export function Component() {
  return <VideoPage video="tutorial" />;
}
