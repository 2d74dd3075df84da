import type { FastifyReply } from 'fastify';
import type { Principal } from '../../platform/principal';
import type { ExportActor, StoredExport } from './export-ledger.service';

/** Who asks, as the export ledger names them. */
export function exportActorOf(principal: Principal | undefined): ExportActor {
  if (principal?.kind === 'user')
    return { kind: 'user', userId: principal.userId, email: principal.email };
  return { kind: 'operator', adminId: principal?.adminId ?? null, email: principal?.email ?? '' };
}

/** A stored file as it was first sent: same bytes, type and name, with its id and SHA-256. */
export function sendExport(reply: FastifyReply, file: StoredExport) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('x-export-id', file.id)
    .header('x-export-sha256', file.sha256)
    .send(file.content);
}
