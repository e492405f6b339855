import type { FastifyInstance } from 'fastify';
import {
  addCategoryRoute,
  addSubCategoryRoute,
  deleteCategoryRoute,
  deleteSubCategoryRoute,
  editCategoryRoute,
  editSubCategoryRoute,
  getCategoriesRoute,
  getSubCategoriesByAdminRoute,
  getSubCategoriesRoute,
} from '@souq/contract/categories';
import { addRoute } from '../../lib/route';
import { addCategory, deleteCategory, editCategory, listCategories } from './categories.service';
import { addSubCategory, deleteSubCategory, editSubCategory, listSubCategoriesByAdmin, listSubCategoriesOf } from './sub-categories.service';

export async function categoriesRoutes(app: FastifyInstance) {
  addRoute(app, getCategoriesRoute, async ({ query }) => listCategories(app.db, query));
  addRoute(app, addCategoryRoute, async ({ user, body }) => addCategory(app.db, user.id, body));
  addRoute(app, editCategoryRoute, async ({ user, body }) => editCategory(app.db, user.id, body));
  addRoute(app, deleteCategoryRoute, async ({ user, body }) => deleteCategory(app.db, user.id, body.category_id));

  addRoute(app, getSubCategoriesByAdminRoute, async ({ query }) => listSubCategoriesByAdmin(app.db, query));
  addRoute(app, getSubCategoriesRoute, async ({ query }) => listSubCategoriesOf(app.db, query.category_id));
  addRoute(app, addSubCategoryRoute, async ({ user, body }) => addSubCategory(app.db, user.id, body));
  addRoute(app, editSubCategoryRoute, async ({ user, body }) => editSubCategory(app.db, user.id, body));
  addRoute(app, deleteSubCategoryRoute, async ({ user, body }) => deleteSubCategory(app.db, user.id, body.sub_category_id));
}
