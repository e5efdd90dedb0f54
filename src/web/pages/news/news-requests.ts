// The news pages' first requests, in the main bundle: the route starts them while the page's code
// loads (api/early.ts), and the page takes the answer from there.
import { api } from '../../api/client';
import { startEarly, takeEarly } from '../../api/early';

const listRequest = () => api.POST('/api/news/v1/list', { body: { newsCategory: null } });
const itemRequest = (id: string) => api.GET('/api/news/v1/read/{id}', { params: { path: { id } } });

export const newsRequests = {
  startList: () => startEarly('news-list', listRequest),
  takeList: () => takeEarly('news-list', listRequest),
  startItem: (id: string) => startEarly(`news-item:${id}`, () => itemRequest(id)),
  takeItem: (id: string) => takeEarly(`news-item:${id}`, () => itemRequest(id)),
};
