import {
  CustomerFiguresQuery,
  DeletePropertyBody,
  ListCustomersQuery,
  PropertiesQuery,
  SaveCustomerBody,
  SavePropertyBody,
} from '@greenleaf/shared/rest/customers';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { listCustomers, saveCustomer } from '../customers/customers.js';
import { customerFigures } from '../customers/customer-bookings.js';
import { deleteProperty, listProperties, saveProperty } from '../customers/properties.js';
import { body, query } from '../http/validate.js';

/** The office's customers and their properties (docs/api.md, "Customers"). */
export function registerCustomersRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;
  app.get('/customers/list.php', async (req) => listCustomers(db, query(req, ListCustomersQuery)));
  app.get('/customers/figures.php', async (req) => {
    const q = query(req, CustomerFiguresQuery);
    return customerFigures(db, q.userId, q.ownClient);
  });
  app.post('/customers/save.php', async (req) => saveCustomer(db, body(req, SaveCustomerBody)));
  app.get('/customers/properties.php', async (req) => listProperties(db, query(req, PropertiesQuery).userId));
  app.post('/customers/save-property.php', async (req) => saveProperty(db, body(req, SavePropertyBody)));
  app.post('/customers/delete-property.php', async (req) =>
    deleteProperty(db, body(req, DeletePropertyBody)),
  );
}
