// athena's token endpoint (athena-api.md §2): `expires_in` is a string, the token opaque.

/** POST /oauth2/v1/token, as recorded on preview (values shortened). */
export const tokenAnswer = {
  token_type: 'Bearer',
  expires_in: '3600',
  access_token: 'preview-token',
  scope: 'athena/service/Athenanet.MDP.*',
};
