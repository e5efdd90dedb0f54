// Films (issue 31): the editor's replacement of the promotional or the tutorial film, and its public files.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { filmHandlers } from './handlers';
export { playsBuiltInFilm, replacedFilms } from './film-store';
