import { route } from '../../../test/route-fixtures'

/** How to call each profile route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/profile', {}),
  route('PATCH /api/profile', {
    validBody: () => ({
      name: 'Casey Coach',
      phoneNumber: '5551234567',
      address: '1 Pitch Lane',
      emergencyContact: 'Sam',
      emergencyPhone: '5557654321',
      privacy: { showPhone: true, showEmail: true, showAddress: false },
    }),
    request: (_ids, caller) => ({
      body: {
        name: caller.name,
        phoneNumber: '0123456789',
        address: null,
        emergencyContact: null,
        emergencyPhone: null,
        privacy: { showPhone: false, showEmail: false, showAddress: false },
      },
    }),
  }),
]
