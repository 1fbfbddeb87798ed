// For tests of other packages: a very small practice the fake athena (or a server test) can run over.
export { TINY_PERSONA, createTinyFixtureStore, tinyPractice, type TinyPractice } from './tiny-fixture-store';
// The one OAuth client helper of tests that talk to a fake athena in process (app.inject).
export { FORM, basicAuth, bearerFor, requestToken } from './oauth-client';
