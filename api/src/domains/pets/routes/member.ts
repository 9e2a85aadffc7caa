import type { FastifyInstance } from 'fastify';
import { deletePetNoteRoute, likePetRoute, myNotesRoute, myPetsRoute, savePetNoteRoute } from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';

/** The signed-in member's likes, notes and own pets. */
export default async function member(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, likePetRoute),
    handler: async (request) => app.pets.like(request.params.id, signedInViewer(request)),
  });

  typed(app).route({
    ...fromContract(app, savePetNoteRoute),
    handler: async (request) => app.pets.saveNote(signedInViewer(request), request.body.petId, request.body.note),
  });

  typed(app).route({
    ...fromContract(app, deletePetNoteRoute),
    handler: async (request) => {
      await app.pets.deleteNote(signedInViewer(request), request.params.id);
      return { ok: true as const };
    },
  });

  typed(app).route({
    ...fromContract(app, myNotesRoute),
    handler: async (request) => app.pets.notes(signedInViewer(request), pageOf(request.query)),
  });

  typed(app).route({
    ...fromContract(app, myPetsRoute),
    handler: async (request) => app.pets.myPets(request.query, signedInViewer(request)),
  });
}
