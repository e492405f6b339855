import type { FastifyInstance } from 'fastify';
import {
  blockUserRoute,
  deleteUserRoute,
  getReportedUsersRoute,
  getUserByIdRoute,
  getUsersRoute,
  userStatusRoute,
} from '@souq/contract/users';
import { addRoute } from '../../lib/route';
import { getUser, listReportedUsers, listUsers } from './users.service';
import { blockUser, deleteUser, setUserStatus } from './user-moderation.service';

export async function usersRoutes(app: FastifyInstance) {
  addRoute(app, getUsersRoute, async ({ query }) => listUsers(app.db, query));
  addRoute(app, getUserByIdRoute, async ({ query }) => getUser(app.db, query.user_id));
  addRoute(app, userStatusRoute, async ({ user, body }) => setUserStatus(app.db, user.id, body));
  addRoute(app, blockUserRoute, async ({ user, body }) => blockUser(app.db, user.id, body));
  addRoute(app, deleteUserRoute, async ({ user, body }) => deleteUser(app.db, user.id, body.user_id_to_delete));
  addRoute(app, getReportedUsersRoute, async ({ query }) => listReportedUsers(app.db, query));
}
