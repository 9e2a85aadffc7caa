import type { FastifyInstance } from 'fastify';
import { deletePetNoteRoute, likePetRoute, myNotesRoute, myPetsRoute, savePetNoteRoute } from '@bc/shared/contracts';
import { notFound } from '../../lib/http-error';
import { signedIn } from '../../plugins/app/auth';
import { viewerOf, type Viewer } from '../../services/pets-access';
import { myPetsCriteria } from '../../services/pets-query';
import { pageOf } from '../../lib/paging';
import { fromContract, typed } from '../../lib/route';

/** The signed-in member's likes, notes and own pets. */
export default async function member(app: FastifyInstance) {
  const viewer = (request: Parameters<typeof signedIn>[0]): Viewer => {
    signedIn(request);
    return viewerOf(request) as Viewer;
  };

  typed(app).route({
    ...fromContract(app, likePetRoute),
    handler: async (request) => {
      const who = viewer(request);
      await app.pets.views.short(request.params.id, who);
      const result = await app.data.likes.toggle(who.id, request.params.id);
      app.pets.invalidatePet(request.params.id);
      return result;
    },
  });

  typed(app).route({
    ...fromContract(app, savePetNoteRoute),
    handler: async (request) => {
      const who = viewer(request);
      await app.pets.views.short(request.body.petId, who, 'petId');
      const row = await app.data.notes.upsert(who.id, request.body.petId, request.body.note.trim());
      return { petId: row.petId, note: row.note, updatedAt: row.updatedAt.toISOString() };
    },
  });

  typed(app).route({
    ...fromContract(app, deletePetNoteRoute),
    handler: async (request) => {
      if (!(await app.data.notes.delete(viewer(request).id, request.params.id))) throw notFound('You have no note on this pet', 'id');
      return { ok: true as const };
    },
  });

  typed(app).route({
    ...fromContract(app, myNotesRoute),
    handler: async (request) => app.data.notes.list(viewer(request).id, pageOf(request.query)),
  });

  typed(app).route({
    ...fromContract(app, myPetsRoute),
    handler: async (request) => {
      const who = viewer(request);
      const { criteria, relation } = myPetsCriteria(request.query, who);
      const page = await app.data.petsSearch.search(criteria, { select: relation });
      return {
        items: page.items.map((item, i) => ({
          ...item,
          relation: { created: page.rows[i].created === true, owned: page.rows[i].owned === true, bred: page.rows[i].bred === true },
        })),
        total: page.total, page: page.page, limit: page.limit,
      };
    },
  });
}
