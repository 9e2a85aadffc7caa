import { Type } from '@sinclair/typebox';
import { TREE_DEPTH_MAX, TREE_DEPTH_MIN } from '../limits';

/** Path values of the pedigree routes (not exported by `@bc/shared/contracts`). */

export const Depth = Type.Integer({ minimum: TREE_DEPTH_MIN, maximum: TREE_DEPTH_MAX, description: 'Generations, 1 to 10' });
export const ZeroOrId = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

export const MatingId = Type.Literal(0, { description: 'Always 0: the subject is the hypothetical offspring of sireId and damId' });
export const MatingFlag = Type.Literal('mating');
