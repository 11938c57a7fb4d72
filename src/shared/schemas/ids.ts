import { z } from '../zod';

/**
 * The one schema of an id in the API (a row's primary key, a path's `:id`, an id in a body or query): a UUID as
 * zod checks it (RFC 9562 version and variant; every id the database makes is one). `message` is the Swedish text
 * answered when it is malformed: a field's 'Ogiltig …', or a path's 'hittades inte' text, as the route says.
 */
export const idSchema = (message?: string) => z.uuid(message);

/**
 * The path parameters of a route that are ids, each with the message answered when it is malformed, e.g.
 * `idParams({ id: SERVICE_NOT_FOUND_MESSAGE })` for `/:id`. Output: `{ [name]: string }`.
 */
export const idParams = <const Names extends string>(messages: Record<Names, string>) =>
  z.object(
    Object.fromEntries(
      Object.entries<string>(messages).map(([name, message]) => [name, idSchema(message)]),
    ) as {
      [Name in Names]: ReturnType<typeof idSchema>;
    },
  );
