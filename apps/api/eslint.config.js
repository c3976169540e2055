import base from '@freedompath/eslint-config/base';

export default base;
