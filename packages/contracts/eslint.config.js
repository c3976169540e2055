import base from '@freedompath/eslint-config/base';
import zodMini from '@freedompath/eslint-config/zod-mini';

export default [...base, zodMini];
