/**
 * The REST calls of a parent record with options (docs/api.md "Modifiers, variations"), registered
 * once for each kind (modifiers.ts, variations.ts):
 *
 * - `<parent>/save.php`, `get.php?id`, `list.php`, `delete.php?id`
 * - `<parent>/save-with-options.php`: the parent, its options and the removed options in one
 *   transaction, all or nothing (option-parent-save.ts)
 * - `<option>/save.php`, `get.php?id`, `list.php[?<parentKey>]`, `delete.php?id`
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { archiveOrDelete } from '../catalogue/archive.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { ParentFields } from '@greenleaf/shared/rest/option-parents';
import { body, query, zIdQuery } from '../http/validate.js';
import {
  OptionParentReader,
  parseOptionSave,
  writeOption,
  writeParent,
  type ColumnValues,
  type OptionParentKind,
} from './option-parent-kind.js';
import { createParentOnce, saveWithOptions } from './option-parent-save.js';
import type { Db, Tx } from '../db/client.js';

/** Registers every REST call of one kind of parent with options. */
export function registerOptionParentRoutes(
  app: FastifyInstance,
  { database }: ApiDeps,
  kind: OptionParentKind<ColumnValues>,
): void {
  const { db } = database;
  const read = new OptionParentReader(kind);
  const { parentPath: parent, optionPath: option, parentLabel, optionLabel } = kind;
  const { parentKey } = kind.option;

  app.post(`/${parent}/save.php`, async (req, reply) => {
    const input = body(req, ParentFields);
    const write = (tx: Db | Tx) => writeParent(tx, kind.parent, input, parentLabel);
    const id =
      input.id === undefined && input.idempotency
        ? await db.transaction((tx) => createParentOnce(tx, kind, input.idempotency, () => write(tx)))
        : await write(db);
    return reply.send(id);
  });

  app.get(`/${parent}/get.php`, async (req) => read.parent(db, query(req, zIdQuery).id));

  app.get(`/${parent}/list.php`, async () => read.parents(db));

  app.get(`/${parent}/delete.php`, async (req) => {
    const { id } = query(req, zIdQuery);
    // Refused while services offer it; archived while bookings or series chose one of its options;
    // otherwise deleted with its options (catalogue/archive.ts).
    const users = (await kind.usedBy?.(db, id)) ?? [];
    if (users.length > 0) {
      throw conflict(
        `This ${parentLabel.toLowerCase()} is used by ${users.join(', ')}. Remove it from ${users.length === 1 ? 'that service' : 'those services'} first.`,
        'IN_USE',
      );
    }
    return archiveOrDelete(db, kind.archiveKinds.parent, id);
  });

  app.post(`/${parent}/save-with-options.php`, async (req) => saveWithOptions(db, kind, read, req.body));

  app.post(`/${option}/save.php`, async (req, reply) => {
    const { parentId, actors, ...option } = parseOptionSave(kind, req.body);
    const saved = await db.transaction(async (tx) => {
      const t = kind.parent;
      const [found] = await tx.select({ id: t.id }).from(t).where(eq(t.id, parentId)).for('share');
      if (!found) throw badRequest('Invalid request.', { [parentKey]: `${parentLabel} not found` });
      const written = await writeOption(tx, kind, parentId, option, actors);
      if (written === undefined) throw notFound(optionLabel);
      return written;
    });
    return reply.send(saved);
  });

  app.get(`/${option}/get.php`, async (req) => {
    const [found] = await read.options(db, { id: query(req, zIdQuery).id });
    if (!found) throw notFound(optionLabel);
    return found;
  });

  app.get(`/${option}/list.php`, async (req) => {
    const filter = query(req, kind.option.listQuery)[parentKey];
    return read.options(db, filter === undefined ? {} : { parentIds: [filter] });
  });

  app.get(`/${option}/delete.php`, async (req) =>
    archiveOrDelete(db, kind.archiveKinds.option, query(req, zIdQuery).id),
  );
}
