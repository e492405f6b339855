import type { FastifyInstance } from 'fastify';
import { blockUserRoute, deleteUserRoute, getReportedUsersRoute, getStaffRoute, getUserByIdRoute, getUsersRoute, userStatusRoute } from '@souq/contract/users';
import { addRoute } from '../../lib/route';
import { getUser, listReportedUsers, listStaff, listUsers } from './users.service';
import { blockUser, deleteUser, setUserStatus } from './user-moderation.service';

export async function usersRoutes(app: FastifyInstance) {
  addRoute(app, getUsersRoute, async ({ query }) => listUsers(app.db, query));
  addRoute(app, getUserByIdRoute, async ({ query }) => getUser(app.db, query.user_id));
  addRoute(app, userStatusRoute, async ({ user, body }) => setUserStatus(app.db, user.id, body));
  // A block or a deletion ends the member's sessions: this process forgets them at once.
  addRoute(app, blockUserRoute, async ({ user, body }) => {
    const answer = await blockUser(app.db, user.id, body);
    app.callerChanged(body.block_user_id);
    return answer;
  });
  addRoute(app, deleteUserRoute, async ({ user, body }) => {
    const answer = await deleteUser(app.db, user.id, body.user_id_to_delete);
    app.callerChanged(body.user_id_to_delete);
    return answer;
  });
  addRoute(app, getReportedUsersRoute, async ({ query }) => listReportedUsers(app.db, query));
  addRoute(app, getStaffRoute, async () => listStaff(app.db));
}
