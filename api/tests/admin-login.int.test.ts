import { type AdminLoginResponse, type ErrorBody } from '@app/shared/contract';
import { admins } from '@app/shared/db';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { describe, expect, test } from 'vitest';
import {
  createTestAdmin,
  getWithToken,
  loginToken,
  postLogin,
  testJwtSecret,
  useAdminTestApi,
} from './admin-test-support';

const jwtSecret = testJwtSecret();
const testApi = useAdminTestApi({ env: { JWT_SECRET: jwtSecret } });
const { database } = testApi;

const readError = async (response: Response) => ((await response.json()) as ErrorBody).error;

describe('POST /api/admin/login', () => {
  test('when the username and password are right, then a bearer token valid for 8 hours is returned', async () => {
    const admin = await createTestAdmin(database);

    const response = await postLogin(testApi.api.url, { username: admin.username, password: admin.password });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as AdminLoginResponse;
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 8 * 60 * 60,
      operator: { username: admin.username, role: 'admin' },
    });
    const claims = jwt.verify(body.access_token, jwtSecret, {
      algorithms: ['HS256'],
      issuer: 'dx-diagnosis-api',
      audience: 'dx-diagnosis-admin',
    }) as jwt.JwtPayload;
    expect(claims.sub).toBe(admin.id);
    expect(claims.exp! - claims.iat!).toBe(8 * 60 * 60);
    const [stored] = await database.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(stored!.lastLoginAt).toBeInstanceOf(Date);
    expect((await getWithToken(`${testApi.api.url}/api/admin/data`, body.access_token)).status).toBe(200);
  });

  test('when the password is wrong or the user unknown, then both get the same 401 message', async () => {
    const admin = await createTestAdmin(database);

    const wrongPassword = await postLogin(testApi.api.url, {
      username: admin.username,
      password: `${admin.password}x`,
    });
    const unknownUser = await postLogin(testApi.api.url, {
      username: `${admin.username}-nobody`,
      password: admin.password,
    });

    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    const [wrongPasswordError, unknownUserError] = [
      await readError(wrongPassword),
      await readError(unknownUser),
    ];
    expect(wrongPasswordError.code).toBe('unauthorized');
    expect(unknownUserError).toEqual(wrongPasswordError);
    const [stored] = await database.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(stored!.lastLoginAt).toBeNull();
  });

  test('when the credentials come as JSON instead of a form, then 400 and no token', async () => {
    const admin = await createTestAdmin(database);

    const response = await fetch(`${testApi.api.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password: admin.password }),
    });

    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual([expect.objectContaining({ path: 'content-type' })]);
  });

  test('when username and password are missing, then 400 lists both fields', async () => {
    const response = await postLogin(testApi.api.url, { username: '  ' });

    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.issues?.map((issue) => issue.path).sort()).toEqual(['password', 'username']);
  });

  test('when the form has extra URL-encoded characters, then they are decoded before checking', async () => {
    const admin = await createTestAdmin(database, { password: 'p@ss word+&=日本語' });

    const response = await postLogin(testApi.api.url, { username: admin.username, password: admin.password });

    expect(response.status).toBe(200);
  });
});

describe('GET /api/admin/data with bad or missing tokens', () => {
  const dataUrl = () => `${testApi.api.url}/api/admin/data`;
  const sign = (payload: object, secret = jwtSecret, options: jwt.SignOptions = {}) =>
    jwt.sign(payload, secret, {
      algorithm: 'HS256',
      issuer: 'dx-diagnosis-api',
      audience: 'dx-diagnosis-admin',
      expiresIn: '1h',
      ...options,
    });

  test('when no Authorization header is sent, then 401 with a Bearer challenge', async () => {
    const response = await fetch(dataUrl());

    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect((await readError(response)).code).toBe('unauthorized');
  });

  test('when the token has expired, then 401', async () => {
    const admin = await createTestAdmin(database);
    const expired = sign({ username: admin.username, ver: 0 }, jwtSecret, {
      subject: admin.id,
      expiresIn: -60,
    });
    const current = sign({ username: admin.username, ver: 0 }, jwtSecret, { subject: admin.id });

    expect((await getWithToken(dataUrl(), expired)).status).toBe(401);
    expect((await getWithToken(dataUrl(), current)).status).toBe(200);
  });

  test('when a token signed with the real key has no expiry, then 401', async () => {
    const admin = await createTestAdmin(database);
    const { exp: _exp, ...claims } = jwt.decode(
      sign({ username: admin.username, ver: 0 }, jwtSecret, { subject: admin.id }),
    ) as jwt.JwtPayload;
    const neverExpiring = jwt.sign(claims, jwtSecret, { algorithm: 'HS256' });

    const response = await getWithToken(dataUrl(), neverExpiring);

    expect(jwt.verify(neverExpiring, jwtSecret)).not.toHaveProperty('exp');
    expect(response.status).toBe(401);
    expect((await readError(response)).code).toBe('unauthorized');
  });

  test('when a token signed with the real key has no version, then 401 like any other invalid token', async () => {
    const admin = await createTestAdmin(database);
    const versionless = sign({ username: admin.username }, jwtSecret, { subject: admin.id });

    const response = await getWithToken(dataUrl(), versionless);

    expect(jwt.verify(versionless, jwtSecret)).toMatchObject({ sub: admin.id, exp: expect.any(Number) });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual(await (await fetch(dataUrl())).json());
  });

  test('when the token was signed with another key, then 401', async () => {
    const admin = await createTestAdmin(database);
    const foreign = sign({ username: admin.username, ver: 0 }, testJwtSecret(), { subject: admin.id });

    expect((await getWithToken(dataUrl(), foreign)).status).toBe(401);
  });

  test('when a valid token has its payload altered, then 401', async () => {
    const admin = await createTestAdmin(database);
    const other = await createTestAdmin(database);
    const [header, , signature] = (await loginToken(testApi.api.url, admin)).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        sub: other.id,
        username: other.username,
        ver: 0,
        iss: 'dx-diagnosis-api',
        aud: 'dx-diagnosis-admin',
        exp: 4102444800,
      }),
    ).toString('base64url');

    expect((await getWithToken(dataUrl(), `${header}.${forgedPayload}.${signature}`)).status).toBe(401);
  });

  test('when the token is unsigned (alg none) or meant for another audience, then 401', async () => {
    const admin = await createTestAdmin(database);
    const unsigned = jwt.sign({ username: admin.username, ver: 0 }, null, {
      algorithm: 'none',
      subject: admin.id,
      issuer: 'dx-diagnosis-api',
      audience: 'dx-diagnosis-admin',
    });
    const otherAudience = sign({ username: admin.username, ver: 0 }, jwtSecret, {
      subject: admin.id,
      audience: 'someone-else',
    });

    expect((await getWithToken(dataUrl(), unsigned)).status).toBe(401);
    expect((await getWithToken(dataUrl(), otherAudience)).status).toBe(401);
  });

  test('when the operator of a valid token no longer exists, then 401', async () => {
    const admin = await createTestAdmin(database);
    const token = await loginToken(testApi.api.url, admin);
    await database.db.delete(admins).where(eq(admins.id, admin.id));

    expect((await getWithToken(dataUrl(), token)).status).toBe(401);
  });

  test('when a well-formed token is sent with another scheme, then 401', async () => {
    const admin = await createTestAdmin(database);
    const token = await loginToken(testApi.api.url, admin);

    const response = await fetch(dataUrl(), { headers: { authorization: `Basic ${token}` } });

    expect(response.status).toBe(401);
  });
});
