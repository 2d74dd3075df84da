import type { FastifyReply } from 'fastify';
import { signedInPerson, type Principal } from '../../platform/principal';
import type { ExportActor, StoredExport } from './export-ledger.service';

/** Who asks, as the export ledger names them: a person or an operator, never an API key. */
export function exportActorOf(principal: Principal | undefined): ExportActor {
  const person = signedInPerson(principal);
  if (person.kind === 'user') return { kind: 'user', userId: person.userId, email: person.email };
  return { kind: 'operator', adminId: person.adminId, email: person.email };
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
