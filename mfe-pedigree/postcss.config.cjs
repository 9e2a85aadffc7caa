module.exports = require('@bc/shared/postcss');
