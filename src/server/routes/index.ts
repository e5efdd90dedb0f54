// Every area's handlers, keyed by operationId. An operation without a handler answers 501.
import type { Handlers } from '../contract/handler-types';
import { authHandlers } from './auth';
import { commonHandlers } from './common';
import { newsHandlers } from './news';
import { resourceHandlers } from './resources';
import { siteHandlers } from './site';

export const handlers: Handlers = {
  ...siteHandlers,
  ...authHandlers,
  ...resourceHandlers,
  ...newsHandlers,
  ...commonHandlers,
};
